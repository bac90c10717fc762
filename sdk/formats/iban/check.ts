/** True when every character is A–Z or 0–9 (the empty string included). */
export function isAlphanumeric(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c > 47 && c < 58) || (c > 64 && c < 91))) return false;
  }
  return true;
}
