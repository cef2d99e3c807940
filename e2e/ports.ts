/** The browser tests run the shop on their own ports so they never collide with `npm start`. */
export const E2E_PORTS = { host: 4100, search: 4101, category: 4102, evaluation: 4103, api: 4104 } as const;

/** Sponsored-ad timeout of the test stack (see globalSetup). */
export const E2E_AD_TIMEOUT_MS = 1500;
