export default definePageConfig({
  navigationBarTitleText: '热门项目',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
