export interface PageBudget {
  /** Brotli-compressed JavaScript, 1 kB = 1024 bytes. */
  brotliKb: number;
  /** JavaScript files the page loads. */
  files: number;
}
export interface BudgetCheck {
  page: string;
  ok: boolean;
  problems: string[];
}
export function checkBudget(measured: { page: string; brotliBytes: number; files: number }[], budget: Record<string, PageBudget>): BudgetCheck[];
