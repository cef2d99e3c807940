/** Unit and component tests for every workspace. Browser journeys live in e2e/ (Playwright). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/packages', '<rootDir>/tools'],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run/route-pattern|cookie-es|content-disposition)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/scripts/jest.setup.cjs'],
  // A worker per core. Jest's default leaves one core free (one worker on a 2-core machine, the suites one
  // after another): every test on 2 cores 56 s → 33 s.
  maxWorkers: '100%',
  // How long Jest waits for a worker to exit before it kills it and warns "a worker process has failed to
  // exit gracefully" (default 500 ms). Timed at the end of a full run: a worker's 'exit' event fires 0–1 ms
  // after Jest's end message, with no handle left open, but the process takes 460–540 ms more to be gone
  // (Node tearing down a 650–830 MB worker while the other does the same on 2 cores); the warning came in
  // about half the runs. A worker that really hangs is still killed, 5 s later.
  workerGracefulExitTimeout: 5000,
};
