// One call to a payment gateway: a time limit, and any failure (unreachable, timeout, 5xx, not JSON) as a
// GatewayError, so a route answers 502 and changes nothing.

export class GatewayError extends Error {
  constructor(
    readonly gateway: 'eSewa' | 'Khalti' | 'Fonepay',
    detail: string,
  ) {
    super(`${gateway}: ${detail}`);
    this.name = 'GatewayError';
  }
}

export async function gatewayJson(
  gateway: 'eSewa' | 'Khalti' | 'Fonepay',
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new GatewayError(gateway, name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  if (res.status >= 500) throw new GatewayError(gateway, `answered ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new GatewayError(gateway, `answered ${res.status} without JSON`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new GatewayError(gateway, 'answered something other than an object');
  }
  return { status: res.status, body: body as Record<string, unknown> };
}
