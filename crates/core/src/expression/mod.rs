//! `expression`: to be written.
