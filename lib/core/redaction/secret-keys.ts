/**
 * Whether a JSON key names a credential: `api_key`, `apiKey`, `x-api-key`, `token`,
 * `access_token`, `secret`, `client_secret`, `password`, `passwd`, `authorization`, `cookie`,
 * `private_key`, `credentials`. Keys are split into words (snake, kebab and camel case), so
 * `max_tokens`, `token_count` and `secretary` are not secrets: a count of tokens is not one.
 */
const SECRET_WORDS = new Set(["password", "passwd", "pwd", "secret", "authorization", "auth", "cookie", "credential", "credentials", "apikey", "passphrase"]);
const SECRET_PAIRS = new Set(["api key", "access key", "private key", "secret key"]);

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretKey(key: string): boolean {
  const parts = words(key);
  if (parts.length === 0) return false;
  if (parts.some((part) => SECRET_WORDS.has(part))) return true;
  // "token" names a secret when it ends the key (access_token, id_token), not when counted (token_count).
  if (parts[parts.length - 1] === "token") return true;
  return parts.some((part, i) => i > 0 && SECRET_PAIRS.has(`${parts[i - 1]} ${part}`));
}
