// Signs in through the API's own login call and returns the Cookie header of the session.
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return cookies.filter(Boolean).join('; ');
}
