// Users and their sessions in the database (migration 003).
import type { Queryable } from '../db/openDatabase';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from './sessionTokens';

export interface User {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  has_dashboard_online_access: boolean;
  /** The preferred language (migration 012). */
  language: 'de' | 'en';
}

const USER_COLUMNS = 'u.id, u.email, u.username, u.first_name, u.last_name, u.is_staff, u.has_dashboard_online_access, u.language';

export async function findUserForLogin(db: Queryable, email: string): Promise<(User & { password_hash: string }) | undefined> {
  const { rows } = await db.query<User & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash FROM users u WHERE u.email = $1`,
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

export async function createUser(db: Queryable, user: Omit<User, 'id' | 'language'> & { password_hash: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, username, first_name, last_name, password_hash, is_staff, has_dashboard_online_access)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      user.email.trim().toLowerCase(),
      user.username,
      user.first_name,
      user.last_name,
      user.password_hash,
      user.is_staff,
      user.has_dashboard_online_access,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user insert returned no id');
  return id;
}

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Queryable, userId: number, now: Date = new Date()): Promise<{ token: string; expires: Date }> {
  const token = newSessionToken();
  const expires = new Date(now.getTime() + SESSION_TTL_MS);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)', [
    hashSessionToken(token),
    userId,
    now,
    expires,
  ]);
  await db.query('UPDATE users SET last_login = $2 WHERE id = $1', [userId, now]);
  // Expired sessions are swept at each login rather than by a timer.
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [now]);
  return { token, expires };
}

/** The user of a live session, touching its last_seen_at at most once a minute. */
export async function findSessionUser(db: Queryable, token: string): Promise<User | undefined> {
  const hashed = hashSessionToken(token);
  if (hashed === undefined) return undefined;
  const { rows } = await db.query<User & { stale: boolean }>(
    `SELECT ${USER_COLUMNS}, s.last_seen_at < now() - interval '1 minute' AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashed],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hashed]);
  const { stale: _stale, ...user } = row;
  return user;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  const hashed = hashSessionToken(token);
  if (hashed !== undefined) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashed]);
}

/** The user's preferred language. */
export async function setUserLanguage(db: Queryable, userId: number, language: 'de' | 'en'): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash;
}

/** A new password; every other session of the user ends (the one making the change stays). */
export async function setUserPassword(db: Queryable, userId: number, passwordHash: string, keepToken: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, hashSessionToken(keepToken) ?? '']);
}
