/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { warmNumberFormats } from '@shop/market';
import { act, render, waitFor } from '@testing-library/react';
import { mountWidget } from '../src/embed/mountWidget';
import { withOwnProviders } from '../src/embed/withOwnProviders';

jest.mock('@shop/market', () => ({ ...jest.requireActual('@shop/market'), warmNumberFormats: jest.fn() }));
const warmed = jest.mocked(warmNumberFormats);

const SHOP = 'https://shop.example/';
const handles: Array<ReturnType<typeof mountWidget>> = [];

beforeEach(() => {
  warmed.mockClear();
  // The widgets' requests never answer here: only what happens before they do is looked at.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  act(() => handles.splice(0).forEach((handle) => handle.unmount()));
  document.body.innerHTML = '';
  delete (globalThis as { fetch?: unknown }).fetch;
});

function mount(widget: 'SearchBox' | 'Results' | 'Filters', locale = 'pl-PL') {
  const element = document.body.appendChild(document.createElement('div'));
  act(() => {
    handles.push(mountWidget(element, { widget, locale, apiBase: SHOP }));
  });
}

/** Long enough for the tasks that follow a mount to have run. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe("an embedded widget that shows prices loads the browser's number data while it waits, not in the task that renders them", () => {
  it('a results or filters widget loads it in a task of its own, once per page and locale; a search box alone does not', async () => {
    mount('SearchBox');
    await idle();
    expect(warmed).not.toHaveBeenCalled();

    mount('Results');
    // Not in the mount's own task.
    expect(warmed).not.toHaveBeenCalled();
    await waitFor(() => expect(warmed).toHaveBeenCalledWith('pl_PL'));
    mount('Filters');
    await idle();
    expect(warmed).toHaveBeenCalledTimes(1);
  });

  it('an exposed widget rendered by another React app does the same when it shows numbers', async () => {
    const Suggestions = withOwnProviders(() => <p>box</p>, { widget: 'SearchBox' });
    const Grid = withOwnProviders(() => <p>grid</p>, { widget: 'Results' });
    const box = await act(async () => render(<Suggestions locale="de_DE" />));
    await idle();
    expect(warmed).not.toHaveBeenCalled();
    box.unmount();

    const grid = await act(async () => render(<Grid locale="de_DE" />));
    await waitFor(() => expect(warmed).toHaveBeenCalledWith('de_DE'));
    grid.unmount();
  });
});
