/** The check of the staged bundle: every published module in it as Maven Central requires it. */
package org.hbasemapper.bundlecheck;
