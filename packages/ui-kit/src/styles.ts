/** All ui-kit CSS as one string; apps inject it in a <style> element (no CSS loader exists). */
export const uiKitCss = `
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 18px;border-radius:8px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.button--secondary{background:#fff;color:#0b5cad}
`;
