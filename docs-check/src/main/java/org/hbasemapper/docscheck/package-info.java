/** Checks of the documentation run by the build: the README's quick start written out as a project of its own. */
package org.hbasemapper.docscheck;
