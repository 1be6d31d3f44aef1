//! Tests live in tests/*.rs.
