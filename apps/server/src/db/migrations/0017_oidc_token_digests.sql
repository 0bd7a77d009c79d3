-- The provider's tokens and codes are kept as the SHA-256 digest of their value (the row's id), never
-- the value itself, and their payload loses its copy of it (jti): a read of the table yields no token.
-- Rows written before this keep working: their id becomes the digest the adapter now looks up.
UPDATE "oidc_payloads"
SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "payload" = "payload" - 'jti'
WHERE "kind" IN ('AccessToken', 'AuthorizationCode', 'RefreshToken', 'ClientCredentials');
