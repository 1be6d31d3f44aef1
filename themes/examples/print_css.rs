//! Prints the theme's CSS for a mode: `cargo run -p yewform-themes --example print_css -- dark`.

fn main() {
    let kind = std::env::args()
        .nth(1)
        .and_then(|name| yewform_themes::ThemeKind::from_name(&name))
        .unwrap_or_default();
    print!("{}", yewform_themes::css(kind));
}
