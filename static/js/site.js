// Site-wide behaviour. No inline scripts anywhere (the CSP forbids them).
