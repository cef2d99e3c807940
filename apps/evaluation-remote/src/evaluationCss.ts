const evaluationCss = `
.ev-nav{display:flex;gap:12px;flex-wrap:wrap;margin:0 0 16px}
.ev-form{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:0 0 16px}
.ev-form input{flex:1;min-width:12rem;font:inherit;padding:10px 12px;border:1px solid #767f8a;border-radius:8px}
.ev-columns{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.ev-column{background:#fff;border-radius:10px;padding:12px;min-width:0}
.ev-column h2{font-size:1.05rem;margin:0}
.ev-list{padding-left:1.4em;margin:8px 0 0}
.ev-list li{margin:0 0 8px}
.ev-title{display:block;font-weight:600;overflow-wrap:anywhere}
.ev-meta{display:block;color:#5b6470;font-size:.9rem}
.ev-verdict{display:flex;gap:8px;flex-wrap:wrap;margin:16px 0}
.ev-judging{background:#fff;border-radius:10px;padding:12px;margin:0 0 12px}
.ev-judging h2{font-size:1.05rem;margin:0 0 4px}
.ev-judging p{margin:4px 0}
.ev-actions{display:flex;gap:8px;flex-wrap:wrap;margin:8px 0}
.ev-ndcg{font-weight:600;margin:4px 0}
.ev-result{padding:4px 0 4px 8px;border-left:4px solid #dfe3e8}
.ev-result:has(.ev-grade[data-grade="3"]){border-left-color:#1a7f37}
.ev-result:has(.ev-grade[data-grade="2"]){border-left-color:#4a9d5b}
.ev-result:has(.ev-grade[data-grade="1"]){border-left-color:#b08800}
.ev-result:has(.ev-grade[data-grade="0"]){border-left-color:#b42318}
.ev-grade{display:flex;gap:4px;flex-wrap:wrap;border:0;margin:4px 0 0;padding:0}
.ev-grade__option{display:inline-flex;align-items:center;gap:4px;min-width:44px;min-height:32px;padding:0 8px;border:1px solid #dfe3e8;border-radius:6px;cursor:pointer}
.ev-grade__option:has(input:checked){background:#e8f0fe;border-color:#1a56db;font-weight:600}
.ev-grade__option:has(input:focus-visible){outline:2px solid #1a56db;outline-offset:2px}
@media (max-width:767px){.ev-columns{grid-template-columns:1fr}}
`;

/** The evaluation remote's styles, once per document (both its pages use the form and list styles). */
export function ensureEvaluationCss(): void {
  if (typeof document === 'undefined' || document.getElementById('shop-evaluation-css')) return;
  const style = document.createElement('style');
  style.id = 'shop-evaluation-css';
  style.textContent = evaluationCss;
  document.head.appendChild(style);
}
