/**
 * The largest id a record of the API can have: its serial keys are PostgreSQL `integer`s. A
 * larger number names nothing, and handed to the database it fails there (out of range) rather
 * than at the field that carried it, so every id the API reads is bounded by this (issue 17).
 */
export const RECORD_ID_MAX = 2_147_483_647;
