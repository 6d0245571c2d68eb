import { Type, type Static } from 'typebox';

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({ token: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;
