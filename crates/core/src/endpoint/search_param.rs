//! [`with_search_param`]: the search text as a GET parameter of an endpoint URL.

use super::encode::encode_uri_component;

/// `url` with `param=query` appended as a query parameter: after `?` when the URL has no
/// query yet, after `&` otherwise (nothing is added when the URL already ends in `?` or
/// `&`). A `#fragment` stays at the end. The parameter name and the query are encoded with
/// [`encode_uri_component`].
///
/// The reference appends `?query=<text>` without encoding, so a search for `a&b=c` sends
/// a wrong request; yewform encodes it.
///
/// ```
/// use yewform_core::endpoint::with_search_param;
/// assert_eq!(with_search_param("/api/cities", "query", "São"), "/api/cities?query=S%C3%A3o");
/// assert_eq!(with_search_param("/api?country=de", "q", "a&b"), "/api?country=de&q=a%26b");
/// assert_eq!(with_search_param("/api#top", "q", ""), "/api?q=#top");
/// ```
#[must_use]
pub fn with_search_param(url: &str, param: &str, query: &str) -> String {
    let (base, fragment) = match url.find('#') {
        Some(at) => url.split_at(at),
        None => (url, ""),
    };
    let separator = if base.ends_with('?') || base.ends_with('&') {
        ""
    } else if base.contains('?') {
        "&"
    } else {
        "?"
    };
    format!(
        "{base}{separator}{}={}{fragment}",
        encode_uri_component(param),
        encode_uri_component(query)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators() {
        assert_eq!(with_search_param("/a?", "q", "x"), "/a?q=x");
        assert_eq!(with_search_param("/a?b=1&", "q", "x y"), "/a?b=1&q=x%20y");
        assert_eq!(with_search_param("", "q", "x"), "?q=x");
    }
}
