/**
 * Every operation of the generated DAO on an entity using every supported type, and the clear errors
 * bad input and corrupt stored cells get.
 */
package org.hbasemapper.it.dao;
