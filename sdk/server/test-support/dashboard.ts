/**
 * The dashboard's account API driven over HTTP against a `bank-number serve` process whose
 * sign-in messages go to its stdout (no --smtp): sign up, read the link from the output, sign in.
 * @module
 */
import type { ServeProcess } from './cli.ts';
import { accountPost, eventually } from './harness.ts';

/** Signs `email` up and in on `serve`; answers the session cookie and the first key. */
export async function dashboardSignIn(
  serve: ServeProcess,
  email: string,
): Promise<{ cookie: string; key: string; id: string }> {
  const before = serve.output().length;
  const signUp = await accountPost(serve.url, 'sign-up', { email });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}`);
  const token = await eventually(() => {
    const text = serve.output().slice(before);
    const at = text.indexOf(`To: ${email}\n`);
    return at === -1 ? undefined : /dashboard\.html#token=([A-Za-z0-9_-]{43})/.exec(text.slice(at))?.[1];
  });
  const signIn = await accountPost(serve.url, 'sign-in', { token });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
  const cookie = /^bn_session=[^;]+/.exec(signIn.headers['set-cookie'] ?? '')?.[0] as string;
  return { cookie, key: signIn.body.newKey.key as string, id: signIn.body.newKey.id as string };
}
