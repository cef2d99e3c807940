const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Property tests (fast-check) run with a fixed seed, so a run is repeatable; `PROPERTY_SEED=<n>` picks another,
// `PROPERTY_SEED=random` a new one per run (a failure prints its seed and the smallest input that breaks the rule).
const fc = require('fast-check');
const seed = process.env.PROPERTY_SEED === 'random' ? Date.now() : Number(process.env.PROPERTY_SEED ?? 20261127);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
