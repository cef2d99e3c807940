/**
 * Whether the pages sent in two parts lately (their render outlasted the status wait: a slow search API) were
 * left to the browser (a render that missed its deadline or failed, for a reason that may pass). While they
 * were, the next such page's script hints go out with its frame, so the browser fetches the scripts while
 * the server still waits: a page left to it needs them at once. Otherwise they stay at the end of the page,
 * where they leave the line to its markup and first images (`npm run bench:page --api-delay=600`: with the
 * hints in the frame the first tile came 130 ms later).
 *
 * A bounded memory of the last few outcomes, rebuilt from the next pages after a restart (DESIGN, scale).
 */
export class RenderMisses {
  private readonly outcomes: boolean[] = [];

  constructor(
    /** How many of the latest two-part pages are remembered. */
    readonly window = 8,
    /** How many of them left to the browser make the next page's hints go out early. */
    readonly threshold = 2,
  ) {}

  /** Records how a page sent in two parts turned out: `true` when the browser had to render it. */
  record(leftToBrowser: boolean): void {
    this.outcomes.push(leftToBrowser);
    if (this.outcomes.length > this.window) this.outcomes.shift();
  }

  /** Whether the next page's script hints go out with its frame. */
  get hintsEarly(): boolean {
    return this.outcomes.filter(Boolean).length >= this.threshold;
  }
}
