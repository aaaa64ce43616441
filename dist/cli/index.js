var __webpack_exports__ = {};
console.log("cli placeholder");


