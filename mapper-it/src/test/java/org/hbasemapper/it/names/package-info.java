/** Generated names that coincide with each other or with the query's own methods. */
package org.hbasemapper.it.names;
