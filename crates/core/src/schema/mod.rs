//! `schema`: to be written.
