//! Endpoint URLs of the select's `items`: `{path|'default'}` variables, `searchParam`.
//!
//! - [`UrlTemplate`] parses an `items` URL once; [`UrlTemplate::variables`] tells which
//!   elements to watch, [`UrlTemplate::render`] builds the URL from their values.
//! - [`with_search_param`] adds the search text (`searchParam`, URL-encoded).
//! - The response's options are read with [`crate::items::extract_data_key`] and
//!   [`crate::items::normalize_lossy`].
//!
//! ```
//! use serde_json::json;
//! use yewform_core::endpoint::{with_search_param, UrlTemplate};
//! let url = UrlTemplate::parse("/api/cities?country={country|'de'}");
//! let url = url.render(&|path: &str| (path == "country").then(|| json!("fr")));
//! assert_eq!(with_search_param(&url, "query", "Saint É"), "/api/cities?country=fr&query=Saint%20%C3%89");
//! ```

mod encode;
mod search_param;
mod template;

pub use encode::encode_uri_component;
pub use search_param::with_search_param;
pub use template::{UrlPart, UrlTemplate, resolve_wildcards};
