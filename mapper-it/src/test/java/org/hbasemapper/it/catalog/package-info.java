/** The catalog of the generated classes, loaded and used as a framework uses it. */
package org.hbasemapper.it.catalog;
