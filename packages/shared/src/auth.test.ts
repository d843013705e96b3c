import { expect, test } from 'vitest';
import { loginInputSchema, registerInputSchema } from './auth';
import { pageQuerySchema } from './pagination';

test('login normalizes the e-mail address so lockout and lookup share one key', () => {
  const parsed = loginInputSchema.parse({ inputEmail: '  Alice@Example.COM ', inputPassword: 'x' });
  expect(parsed.inputEmail).toBe('alice@example.com');
});

test('register rejects an invalid e-mail and a short password, naming each field', () => {
  const result = registerInputSchema.safeParse({ inputEmail: 'nope', inputPassword: 'short' });
  expect(result.success).toBe(false);
  const fields = result.error?.issues.map((i) => i.path.join('.'));
  expect(fields).toEqual(expect.arrayContaining(['inputEmail', 'inputPassword']));
});

test('paging defaults to page 1 and limit 50 and caps the limit', () => {
  expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
  expect(pageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  expect(pageQuerySchema.parse({ page: '3', limit: '10' })).toEqual({ page: 3, limit: 10 });
});
