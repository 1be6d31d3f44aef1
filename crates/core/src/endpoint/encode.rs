//! [`encode_uri_component`]: JavaScript's `encodeURIComponent`.

/// Percent-encodes `text` the way JavaScript's `encodeURIComponent` does: ASCII letters,
/// digits and `- _ . ! ~ * ' ( )` stay, every other byte of the UTF-8 text becomes `%XX`
/// (upper-case hex).
///
/// ```
/// use yewform_core::endpoint::encode_uri_component;
/// assert_eq!(encode_uri_component("São Paulo & co/1?"), "S%C3%A3o%20Paulo%20%26%20co%2F1%3F");
/// assert_eq!(encode_uri_component("a-b_c.d!e~f*g'h(i)"), "a-b_c.d!e~f*g'h(i)");
/// ```
#[must_use]
pub fn encode_uri_component(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric()
            || matches!(
                byte,
                b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')'
            )
        {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(
                HEX.get(usize::from(byte >> 4)).copied().unwrap_or(b'0'),
            ));
            out.push(char::from(
                HEX.get(usize::from(byte & 0x0F)).copied().unwrap_or(b'0'),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_reserved_and_non_ascii() {
        assert_eq!(encode_uri_component(""), "");
        assert_eq!(encode_uri_component("{\"a\":1}"), "%7B%22a%22%3A1%7D");
        assert_eq!(encode_uri_component("€"), "%E2%82%AC");
        assert_eq!(encode_uri_component("a+b=c#d"), "a%2Bb%3Dc%23d");
    }
}
