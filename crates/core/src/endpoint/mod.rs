//! `endpoint`: to be written.
