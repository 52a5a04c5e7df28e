/**
 * A minimal browser for tests: keeps cookies between calls and, like axios, copies the
 * XSRF-TOKEN cookie into the X-XSRF-TOKEN header of every call.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly language = 'en',
  ) {}

  async request(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      xsrf?: boolean;
    } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes; each test asserts the fields it cares about
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.language,
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    if (token && options.xsrf !== false) headers['x-xsrf-token'] ??= decodeURIComponent(token);
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (the web app's HTML or the plain build hint): the text itself is the body.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  /**
   * A multipart POST as the web app sends an upload: the session's cookies and CSRF header,
   * a JSON answer asked for in English. Its cookies are not kept: the answer is raw.
   */
  postForm(path: string, form: FormData): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: form,
    });
  }

  /** GET /api/sanctum/csrf-cookie, as the web app does before its first write. */
  csrf() {
    return this.request('GET', '/api/sanctum/csrf-cookie');
  }

  async signIn(email: string, password: string) {
    await this.csrf();
    return this.request('POST', '/api/officials/login', { body: { email, password } });
  }
}
