/** A location safe to show: no credentials, no query values. */
export function publicLocation(location: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return location;
  try {
    const u = new URL(location);
    return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?...' : ''}`;
  } catch {
    return location.replace(/\/\/[^@/]*@/, '//');
  }
}
