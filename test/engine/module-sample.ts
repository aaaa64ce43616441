/** One of each module the local engine draws, as the service's layout docs write them. */
export const MODULES_SAMPLE = `:::callout
An info note with \`code\`.
:::

:::callout warning
Most articles fail in the **first three seconds**.
:::

:::callout success
Validated: zero errors.
:::

:::callout danger
Never send a key in the query string.
:::

:::steps[Ship it]
01 | Find | list the modules
02 | Check | read the fields
03 | Write | paste the syntax into the article
:::

:::timeline[History]
2023.01 | First release | plain Markdown only
2025.01 | Layout catalogue | modules documented
:::

:::compare[Before and after]
Open rate | old layout 3.2% | modular layout 8.7% | accent
Time per article | 2 hours | 35 minutes | default
:::

:::metrics[Results]
Paid conversion | 23% | up 8 points | accent
Reading time | 4.2 min | 1.8x the average | default
:::

:::quote
One sentence decides whether a reader reads on.
| Design notes | Editorial principles
:::

:::faq[Questions]
Does every theme draw modules? | Yes, all 48.
Do I need a designer? | No, fill in the fields.
:::

:::checklist[Before publishing]
Validate the layout | done
Prepare a cover image | todo
Translate the digest | na
:::

:::cta
title: Want the same structure for your articles?
note: Ask about the API
:::

:::author-card
name: Geek Journey
bio: Writes about tools for writers.
:::

:::summary
variant: three
title: Take away three things
items: Structure before style | Modules serve reading | Themes set the mood
note: For the end of a chapter
:::
`;

/** The sample's drawn modules, in order. */
export const SAMPLE_MODULES = [
  'callout',
  'callout',
  'callout',
  'callout',
  'steps',
  'timeline',
  'compare',
  'metrics',
  'quote',
  'faq',
  'checklist',
  'cta',
  'author-card',
  'summary',
];
