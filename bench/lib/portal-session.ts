/** Signs in through the API and answers the bearer token. */
export async function login(base: string, user: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (!res.ok) throw new Error(`login of ${user} failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** GET with the token, failing on anything but 200 (a benchmark of error pages measures nothing). */
export async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
