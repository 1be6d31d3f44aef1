//! `messages`: to be written.
