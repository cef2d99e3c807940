// A module of its own: the code that names CSS stays out of a boot chunk that needs only the ids (./cssIdentity.ts).

/** A short name of a CSS text: two 32-bit FNV-1a hashes of its UTF-16 code units (not for security). */
export function cssHash(css: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < css.length; i++) {
    const unit = css.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
