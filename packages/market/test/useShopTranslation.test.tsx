/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createShopI18n, FALLBACK_TEXTS_ARRIVED, useShopTranslation } from '../src';

let renders = 0;
function Label({ k }: { k: string }) {
  const { t } = useShopTranslation('search');
  renders += 1;
  return <p>{t(k)}</p>;
}

async function mount(i18n: I18n, k: string) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Label k={k} />
        </Suspense>
      </I18nextProvider>,
    );
  });
}

describe('useShopTranslation re-renders', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('not when another text set is added (a remote registering its texts re-rendered every tile)', async () => {
    const i18n = await createShopI18n('de_DE', { ns: ['search'] });
    await mount(i18n, 'error.retry');
    const before = renders;
    await act(async () => {
      i18n.addResourceBundle('de-DE', 'category', { any: 'text' });
      i18n.addResourceBundle('de-DE', 'remote:search', { error: { retry: 'Los' } });
    });
    expect(renders).toBe(before);
  });

  it('when the fallback texts for a missing key arrive: the key is shown in English then', async () => {
    const i18n = await createShopI18n('de_CH', { ns: ['search'] });
    i18n.removeResourceBundle('de-CH', 'search');
    i18n.addResourceBundle('de-CH', 'search', { error: { headline: 'Hoppla!' } });
    const arrived = new Promise<void>((resolve) => i18n.on(FALLBACK_TEXTS_ARRIVED, () => resolve()));
    await mount(i18n, 'error.retry');
    await act(async () => {
      await arrived;
    });
    expect(screen.getByText('Try again')).toBeTruthy();
  });
});
