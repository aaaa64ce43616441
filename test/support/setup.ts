import { installSecretGuard } from './secret-guard.js';

installSecretGuard();
