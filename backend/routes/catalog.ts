import { Hono } from 'hono';
import type { Env } from '../context';
import { homeRoutes } from './catalog/home';
import { categoryRoutes } from './catalog/categories';
import { productListRoutes } from './catalog/products';
import { productDetailRoutes } from './catalog/product-detail';
import { searchRoutes } from './catalog/search';
import { commentRoutes } from './catalog/comments';
import { favoriteRoutes } from './catalog/favorites';
import { storyRoutes } from './catalog/stories';
import { shopInfoRoutes } from './catalog/shop-info';

/**
 * Catalogue routes, mounted at /api/v1: home, categories, products, product detail and SEO,
 * search, comments, favourites, stories, poster, owner and locations. Each module documents
 * its paths and response shapes.
 */
export const catalogRoutes = new Hono<Env>();

catalogRoutes.route('/', homeRoutes);
catalogRoutes.route('/', categoryRoutes);
catalogRoutes.route('/', searchRoutes);
catalogRoutes.route('/', productListRoutes);
catalogRoutes.route('/', productDetailRoutes);
catalogRoutes.route('/', commentRoutes);
catalogRoutes.route('/', favoriteRoutes);
catalogRoutes.route('/', storyRoutes);
catalogRoutes.route('/', shopInfoRoutes);
