/** Checks of the documentation run by the build: the quick start (docs/quick-start.md) written out as a project of its own. */
package org.hbasemapper.docscheck;
