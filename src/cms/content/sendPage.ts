// The pagination envelope and the 400/404 answers every content list shares (README "Conventions").
import type { Response } from 'express';
import type { FieldErrors } from '../api/parseEventQuery';
import { pageLinks } from '../api/pageLinks';

export function sendInvalidQuery(res: Response, errors: FieldErrors): void {
  res.status(400).json({ detail: 'Invalid query parameters.', errors });
}

export function sendNotFound(res: Response): void {
  res.status(404).json({ detail: 'Not found.' });
}

/** `{ count, next, previous, results }`; like Django REST framework, only an empty first page is a result. */
export function sendPage<T>(res: Response, url: URL, page: number, pageSize: number, count: number, results: T[]): void {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) {
    res.status(404).json({ detail: 'Invalid page.' });
    return;
  }
  res.json({ count, ...pageLinks(url, page, lastPage), results });
}
