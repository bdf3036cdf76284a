/**
 * The API's test tools that tests elsewhere use: the demo seed's tests (a migrated database
 * from the API's test templates) and the server's slow tests (a real SMTP server, the MIME
 * reader). For tests only: production code imports "@campuslar/api".
 */
export { decodeMessage } from "./mail/test-mime.ts";
export { startSmtp } from "./test/smtp-server.ts";
export { createTestDatabase } from "./test/test-database.ts";
