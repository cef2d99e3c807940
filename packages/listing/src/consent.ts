/**
 * SPEC §6: marketing consent is the cookie marketing option or vendor consent group C0004; a preferences
 * consent also exists. Unknown or malformed cookies mean no consent.
 */
export interface Consent {
  marketing: boolean;
  preferences: boolean;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Reads `cookie_consent` (`{"marketing":true,"preferences":true}`) and the vendor cookie `OptanonConsent` (`groups=C0004:1,…`). */
export function readConsent(cookies: string): Consent {
  const consent: Consent = { marketing: false, preferences: false };
  const own = cookieValue(cookies, 'cookie_consent');
  if (own) {
    try {
      const parsed: unknown = JSON.parse(own);
      if (parsed && typeof parsed === 'object') {
        consent.marketing = (parsed as { marketing?: unknown }).marketing === true;
        consent.preferences = (parsed as { preferences?: unknown }).preferences === true;
      }
    } catch {
      // malformed: no consent
    }
  }
  const vendor = cookieValue(cookies, 'OptanonConsent');
  if (vendor) {
    const groups = new URLSearchParams(vendor).get('groups') ?? '';
    const granted = new Set(groups.split(',').filter((g) => g.endsWith(':1')).map((g) => g.slice(0, -2)));
    if (granted.has('C0004')) consent.marketing = true;
    if (granted.has('C0003')) consent.preferences = true;
  }
  return consent;
}

/** The A/B cookie value sent as `v` (SPEC §7). */
export function readAbValue(cookies: string): string | undefined {
  return cookieValue(cookies, 'ab') ?? undefined;
}

/** The tracking cookie holds JSON with a customerNumber (SPEC §3). */
export function readCustomerNumber(cookies: string): string | undefined {
  const raw = cookieValue(cookies, 'tracking');
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const n = parsed && typeof parsed === 'object' ? (parsed as { customerNumber?: unknown }).customerNumber : undefined;
    return typeof n === 'string' || typeof n === 'number' ? String(n) : undefined;
  } catch {
    return undefined;
  }
}
