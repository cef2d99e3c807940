import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type i18n, createInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

const NAMESPACES = ['uiKit', 'search', 'market'] as const;

// The English source texts live in @shop/market; resolve them through the package entry so the test reads
// the real files without a relative path into another package.
const textsFolder = path.join(path.dirname(require.resolve('@shop/market')), 'i18n', 'resources', 'en_GB');

function loadTexts(): Record<string, Record<string, unknown>> {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const ns of NAMESPACES) {
    texts[ns] = JSON.parse(readFileSync(path.join(textsFolder, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  }
  return texts;
}

/** A fresh, synchronously initialised i18next instance with the en_GB texts, language `en-GB`. */
export function createTestI18n(): i18n {
  const instance = createInstance();
  void instance.init({
    lng: 'en-GB',
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'uiKit',
    resources: { 'en-GB': loadTexts() },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** `render` from Testing Library inside an `I18nextProvider` with a fresh en-GB instance. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult & { i18n: i18n } {
  const instance = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
  return { ...render(ui, { ...options, wrapper }), i18n: instance };
}
