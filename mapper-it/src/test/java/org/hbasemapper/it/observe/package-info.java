/** What the operation listeners hear of a real DAO's operations, on the mini cluster. */
package org.hbasemapper.it.observe;
