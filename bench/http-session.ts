/** A tiny cookie-keeping HTTP client that signs in the way the web app does (Sanctum CSRF). */
export class HttpSession {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  /** The headers a signed-in request of the web app carries: its cookies and the CSRF token. */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers = this.headers();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(response);
    return response;
  }

  async signInOfficial(email: string, password: string): Promise<void> {
    await this.request('GET', '/api/sanctum/csrf-cookie');
    const answer = await this.request('POST', '/api/officials/login', { email, password });
    if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  }
}
