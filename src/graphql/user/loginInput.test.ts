import { describe, expect, it } from 'vitest';
import { localiseLoginErrors, localisePasswordErrors, validateLogin, validatePasswordChange } from './loginInput';

describe('validateLogin', () => {
  it('checks the e-mail address and the password before the upstream is asked (spec 000 §5)', () => {
    expect(validateLogin('redaktion@example.org', 'secret', 'en')).toEqual({});
    expect(validateLogin('', '', 'de')).toEqual({
      email: ['Dieses Feld ist ein Pflichtfeld!'],
      password: ['Dieses Feld ist ein Pflichtfeld!'],
    });
    expect(validateLogin('no-at', 'x', 'en')).toEqual({ email: ['Invalid e-mail address!'] });
  });
});

describe('localiseLoginErrors', () => {
  it('puts the upstream’s English answers into the caller’s language, wrong credentials under credentials', () => {
    expect(
      localiseLoginErrors(
        {
          non_field_errors: ['Unable to log in with provided credentials.'],
          email: ['Invalid e-mail address!'],
          password: ['Something new.'],
        },
        'de',
      ),
    ).toEqual({
      credentials: ['Mit diesen Zugangsdaten ist keine Anmeldung möglich.'],
      email: ['Ungültige E-Mail-Adresse!'],
      password: ['Ungültige Eingabe.'],
    });
  });
});

describe('validatePasswordChange', () => {
  it('asks for both passwords and a new one of at least 8 characters, in the caller language', () => {
    expect(validatePasswordChange('', '', 'de')).toEqual({
      currentPassword: ['Dieses Feld ist ein Pflichtfeld!'],
      newPassword: ['Dieses Feld ist ein Pflichtfeld!'],
    });
    expect(validatePasswordChange('old', 'short', 'en')).toEqual({ newPassword: ['The password must have at least 8 characters.'] });
    expect(validatePasswordChange('old', 'long enough', 'en')).toEqual({});
  });
});

describe('localisePasswordErrors', () => {
  it('names the site fields and localises the upstream English messages', () => {
    expect(localisePasswordErrors({ old_password: ['The current password is not correct.'] }, 'de')).toEqual({
      currentPassword: ['Das aktuelle Passwort ist nicht richtig.'],
    });
    expect(localisePasswordErrors({ new_password: ['This field is required!'] }, 'de')).toEqual({
      newPassword: ['Dieses Feld ist ein Pflichtfeld!'],
    });
  });
});
