import { describe, expect, it } from 'vitest';
import { localiseLoginErrors, validateLogin } from './loginInput';

describe('validateLogin', () => {
  it('checks the e-mail address and the password before the upstream is asked (spec 000 §5)', () => {
    expect(validateLogin('redaktion@example.org', 'secret', 'en')).toEqual({});
    expect(validateLogin('', '', 'de')).toEqual({ email: ['Dieses Feld ist ein Pflichtfeld!'], password: ['Dieses Feld ist ein Pflichtfeld!'] });
    expect(validateLogin('no-at', 'x', 'en')).toEqual({ email: ['Invalid e-mail address!'] });
  });
});

describe('localiseLoginErrors', () => {
  it('puts the upstream’s English answers into the caller’s language, wrong credentials under credentials', () => {
    expect(
      localiseLoginErrors(
        { non_field_errors: ['Unable to log in with provided credentials.'], email: ['Invalid e-mail address!'], password: ['Something new.'] },
        'de',
      ),
    ).toEqual({
      credentials: ['Mit diesen Zugangsdaten ist keine Anmeldung möglich.'],
      email: ['Ungültige E-Mail-Adresse!'],
      password: ['Ungültige Eingabe.'],
    });
  });
});
